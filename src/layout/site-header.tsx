import { Menu, Sparkles, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { HeaderAuth, MobileRegisterButton } from '@/auth'
import { Button } from '@/components/ui/button'
import { PageLink } from '@/routes/page-link'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LazyResultBookmark } from '@/learning/notebook/search/lazy-result-bookmark'
import { SearchControl } from '@/search/search-control'
import { NavLinks } from './nav-links'
import { PromoBanner } from './promo-banner'
import { ThemeToggle } from './theme-toggle'

export function SiteHeader() {
  const { t } = useTranslation(['navigation', 'common'])
  const { pathname } = useLocation()
  // The menu belongs to the page it was opened on, so any navigation (back/forward too) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  const menuOpen = openOnPath === pathname
  const closeMenu = () => setOpenOnPath(null)

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <PromoBanner className="hidden border-b border-border bg-primary/10 py-1.5 text-primary lg:block" />
      <div className="mx-auto flex h-header max-w-[88rem] items-center gap-3 px-4 lg:px-6">
        <PageLink to="/" className="flex shrink-0 items-center gap-2 text-base font-bold sm:text-lg">
          <Sparkles aria-hidden="true" className="size-6 text-primary" />
          {t('brand', { ns: 'common' })}
        </PageLink>
        <nav aria-label={t('mainNav')} className="ml-2 hidden xl:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchControl resultAside={LazyResultBookmark} />
          <LanguageSwitcher className="hidden sm:flex" />
          <ThemeToggle className="hidden sm:inline-flex" />
          <HeaderAuth />
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pb-4 xl:hidden"
      >
        <nav aria-label={t('mainNav')}>
          <NavLinks className="flex flex-col gap-1 pt-2" linkClassName="text-base" onNavigate={closeMenu} />
        </nav>
        <div className="mt-3 flex flex-wrap items-center gap-2 sm:hidden">
          <LanguageSwitcher />
          <ThemeToggle />
          <MobileRegisterButton onOpen={closeMenu} />
        </div>
      </div>
    </header>
  )
}
