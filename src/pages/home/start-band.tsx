import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { Button } from '@/components/ui/button'

/** The closing invitation: one obvious next step after reading the page. */
export function StartBand() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="start-title" className="px-4 pb-16 lg:px-6 lg:pb-20">
      <div className="mx-auto flex max-w-content flex-col items-center gap-6 rounded-card bg-linear-to-br from-indigo-700 to-violet-800 px-6 py-12 text-center text-white shadow-xl sm:px-12 lg:flex-row lg:justify-between lg:text-left">
        <div>
          <h2 id="start-title" className="text-2xl font-bold sm:text-3xl">
            {t('start.title')}
          </h2>
          <p className="mt-2 text-indigo-100">{t('start.text')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="bg-white text-indigo-800 hover:bg-indigo-50">
            <PageLink to="/super-individual/skills">
              {t('start.cta')}
              <ArrowRight aria-hidden="true" />
            </PageLink>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            <PageLink to="/tools-services">{t('start.secondary')}</PageLink>
          </Button>
        </div>
      </div>
    </section>
  )
}
