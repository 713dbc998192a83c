import { ContentUnavailable } from '@/components/content-unavailable'
import { ExternalLink } from '@/components/page/external-link'
import { buttonVariants } from '@/components/ui/button'
import { usePageContent } from '@/i18n/use-page-content'
import { DifyFeatures } from './dify-features'
import { DifyHero } from './dify-hero'
import { difyLinks } from './dify-links'
import { DifySelfHost } from './dify-self-host'
import { DifyStartSteps } from './dify-start-steps'
import { DifyUseCases } from './dify-use-cases'

export default function DifyPage() {
  const content = usePageContent('dify', 'dify')
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} standalone />
  const text = content.data
  return (
    <div className="mx-auto max-w-content space-y-12 px-4 py-10 lg:px-6">
      <DifyHero text={text} />
      <DifyFeatures what={text.what} />
      <DifyUseCases build={text.build} />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <DifyStartSteps start={text.start} />
        <DifySelfHost selfHost={text.selfHost} />
      </div>
      <section
        aria-labelledby="dify-cta-title"
        className="flex flex-col items-start gap-4 rounded-card bg-linear-to-br from-indigo-700 to-violet-800 p-8 text-white shadow-xl sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="dify-cta-title" className="text-2xl font-bold">
            {text.cta.title}
          </h2>
          <p className="mt-2 max-w-prose text-indigo-100">{text.cta.text}</p>
        </div>
        <ExternalLink
          href={difyLinks.site}
          className={buttonVariants({
            size: 'lg',
            className: 'shrink-0 bg-white text-indigo-800 hover:bg-indigo-50',
          })}
        >
          {text.startUsing}
        </ExternalLink>
      </section>
      <p className="text-xs text-muted-foreground">{text.note}</p>
    </div>
  )
}
