import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { PageLink } from '@/routes/page-link'

export default function NotFoundPage() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <PageLink to="/" className={buttonVariants()}>
        {t('notFound.home')}
      </PageLink>
    </section>
  )
}
