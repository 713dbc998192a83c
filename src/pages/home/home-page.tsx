import { ContentUnavailable } from '@/components/content-unavailable'
import { usePageContent } from '@/i18n/use-page-content'
import { HeroSection } from './hero-section'
import { KnowledgeMap } from './knowledge-map'
import { StartBand } from './start-band'
import { SuccessStories } from './success-stories'

export default function HomePage() {
  const content = usePageContent('home', 'home')
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} standalone />
  const { quotes, growthPath, stories } = content.data
  return (
    <>
      <HeroSection quotes={quotes.items} />
      <KnowledgeMap steps={growthPath.steps} />
      <SuccessStories stories={stories.items} />
      <StartBand />
    </>
  )
}
