import { HeroSection } from './hero-section'
import { KnowledgeMap } from './knowledge-map'
import { StartBand } from './start-band'
import { SuccessStories } from './success-stories'

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <KnowledgeMap />
      <SuccessStories />
      <StartBand />
    </>
  )
}
