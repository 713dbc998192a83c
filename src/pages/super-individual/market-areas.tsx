import { Globe, Handshake, Sparkles, UserPlus, Wallet, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ContentBlocks } from '@/components/section/content-blocks'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import type { MarketContent } from './individual-content'
import { marketAreaGuides } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'

export const marketAreaIcons: Record<string, LucideIcon> = {
  acquisition: UserPlus,
  partners: Handshake,
  revenue: Wallet,
  international: Globe,
}

/** User acquisition, partners, revenue models and internationalisation, one section each. */
export function MarketAreas() {
  const { t } = useTranslation('individual')
  const guideLinks = useGuideLinks()
  const areas = t('market.areas', { returnObjects: true }) as MarketContent['areas']
  return areas.map((area) => {
    const Icon = marketAreaIcons[area.id] ?? Sparkles
    const guides = guidesFor(marketAreaGuides, area.id)
    const headingId = `${area.id}-title`
    return (
      <section key={area.id} id={area.id} aria-labelledby={headingId} className="scroll-mt-28">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary/20 to-accent/20 text-primary"
          >
            <Icon className="size-5" />
          </span>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
            {area.title}
          </h2>
        </div>
        <p className="mt-3 max-w-prose leading-7 text-muted-foreground">{area.intro}</p>
        <div className="mt-5">
          <ContentBlocks blocks={area.blocks} headingLevel={3} cards={area.id === 'revenue'} />
        </div>
        {guides && <GuideLinks title={t('relatedGuides')} groups={guideLinks(guides)} className="mt-6" />}
      </section>
    )
  })
}
