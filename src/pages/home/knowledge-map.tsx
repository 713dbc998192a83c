import { useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { growthSteps, type GrowthStepId } from './growth-steps'
import type { HomeContent } from './home-content'
import { KnowledgeMapNode } from './knowledge-map-node'

export const GROWTH_PATH_ID = 'growth-path'

/** Five numbered steps joined by dashed lines; at most one shows its details at a time. */
export function KnowledgeMap({ steps }: { steps: HomeContent['growthPath']['steps'] }) {
  const { t } = useTranslation('home')
  const [openId, setOpenId] = useState<GrowthStepId | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  // A mouse leaving the map closes the details, unless the keyboard is still working inside it.
  const closeOnLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !listRef.current?.contains(document.activeElement)) setOpenId(null)
  }

  return (
    <section
      id={GROWTH_PATH_ID}
      aria-labelledby="growth-path-title"
      className="scroll-mt-24 bg-muted/50 py-16 lg:scroll-mt-28 lg:py-20"
    >
      <div className="mx-auto max-w-content px-4 lg:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {t('growthPath.eyebrow')}
          </p>
          <h2
            id="growth-path-title"
            tabIndex={-1}
            className="mt-2 text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
          >
            {t('growthPath.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('growthPath.intro')}</p>
        </div>
        <ol
          ref={listRef}
          data-testid="growth-map"
          className="mt-10 grid gap-6 lg:grid-cols-5 lg:items-start"
          onPointerLeave={closeOnLeave}
        >
          {growthSteps.map((step, index) => (
            <KnowledgeMapNode
              key={step.id}
              step={step}
              text={steps[step.id]}
              number={index + 1}
              open={openId === step.id}
              isLast={index === growthSteps.length - 1}
              onOpen={() => setOpenId(step.id)}
              onClose={() => setOpenId(null)}
            />
          ))}
        </ol>
      </div>
    </section>
  )
}
