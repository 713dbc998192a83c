import { useTranslation } from 'react-i18next'
import { contactChannelIcons } from '@/components/section/channel-icons'
import { siteConfig, type ContactChannel } from '@/config/site-config'
import { PageLink } from '@/routes/page-link'
import { footerRoutes, legalRoutes } from '@/routes/top-level-routes'

const channels = Object.keys(contactChannelIcons) as ContactChannel[]

export function SiteFooter() {
  const { t } = useTranslation(['common', 'navigation'])
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <section>
          <h2 className="text-lg font-bold">{t('brand')}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.about')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            {t('footer.contactTitle')}
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            {channels.map((channel) => (
              <div key={channel} className="flex gap-2">
                <dt className="text-muted-foreground">{t(`footer.contacts.${channel}`)}:</dt>
                <dd>{siteConfig.contacts[channel] ?? t('footer.handlePending')}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="font-semibold">
            {t('footer.followTitle')}
          </h2>
          <ul className="mt-3 flex gap-3">
            {channels.map((channel) => {
              const Icon = contactChannelIcons[channel]
              const label = t(`footer.contacts.${channel}`)
              return (
                <li key={channel}>
                  <span
                    title={label}
                    className="flex size-10 items-center justify-center rounded-full border border-border bg-background text-muted-foreground"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    <span className="sr-only">{label}</span>
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            {t('footer.quickLinksTitle')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {footerRoutes.map((route) => (
              <li key={route.path}>
                <PageLink
                  to={route.path}
                  className="text-muted-foreground hover:text-primary hover:underline"
                >
                  {t(route.titleKey, { ns: 'navigation' })}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-border px-4 py-4 text-xs text-muted-foreground">
        <p>{t('footer.copyright')}</p>
        {legalRoutes.map((route) => (
          <PageLink key={route.path} to={route.path} className="hover:text-primary hover:underline">
            {t(route.titleKey, { ns: 'navigation' })}
          </PageLink>
        ))}
      </div>
    </footer>
  )
}
