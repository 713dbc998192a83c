import { Wrench } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import { CashflowSection } from './cashflow-section'
import { ContactPanel } from './contact-panel'
import { OnlineTools } from './online-tools'
import { OverseasServices } from './overseas-services'
import { ServiceFlow } from './service-flow'
import type { ToolsContent } from './tools-content'
import { ToolsFaq } from './tools-faq'
import { TryNowLink } from './try-now-link'
import { TryNowPanel } from './try-now-panel'

/** /tools-services: online tools, overseas cash flow and services, the service flow, contact and "try now". */
export default function ToolsServicesPage() {
  return (
    <SectionNamespaceGate namespace="tools">
      <ToolsServices />
    </SectionNamespaceGate>
  )
}

function ToolsServices() {
  const { t } = useTranslation('tools')
  const hero = t('hero', { returnObjects: true }) as ToolsContent['hero']
  const toc = [
    { id: 'online', title: t('online.title') },
    { id: 'cashflow', title: t('cashflow.title') },
    { id: 'services', title: t('services.title') },
    { id: 'flow', title: t('flow.title') },
    { id: 'faq', title: t('faq.title') },
    { id: 'contact', title: t('contact.title') },
  ]
  return (
    <SectionLayout
      hero={
        <SectionHero icon={Wrench} {...hero}>
          <TryNowLink className="mt-6" />
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
      panels={
        <>
          <ContactPanel />
          <TryNowPanel />
        </>
      }
    >
      <OnlineTools />
      <CashflowSection />
      <OverseasServices />
      <ServiceFlow />
      <ToolsFaq />
    </SectionLayout>
  )
}
