import { Wrench } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { CashflowSection } from './cashflow-section'
import { ContactPanel } from './contact-panel'
import { OnlineTools } from './online-tools'
import { OverseasServices } from './overseas-services'
import { PlaybooksSection } from './playbooks-section'
import { ServiceFlow } from './service-flow'
import { ToolsFaq } from './tools-faq'
import { TryNowLink } from './try-now-link'
import { TryNowPanel } from './try-now-panel'

/** /tools-services: the playbooks, online tools, overseas cash flow and services, the service flow, contact and "try now". */
export default function ToolsServicesPage() {
  return (
    <SectionPage namespace="tools" content="tools" icon={Wrench}>
      {(content) => ({
        hero: content.hero,
        heroExtra: <TryNowLink className="mt-6" />,
        toc: {
          label: content.toc,
          items: [
            { id: 'playbooks', title: content.playbooks.title },
            { id: 'online', title: content.online.title },
            { id: 'cashflow', title: content.cashflow.title },
            { id: 'services', title: content.services.title },
            { id: 'flow', title: content.flow.title },
            { id: 'faq', title: content.faq.title },
            { id: 'contact', title: content.contact.title },
          ],
        },
        panels: (
          <>
            <ContactPanel contact={content.contact} notAnnounced={content.notAnnounced} />
            <TryNowPanel text={content.try} />
          </>
        ),
        main: (
          <>
            <PlaybooksSection playbooks={content.playbooks} />
            <OnlineTools online={content.online} />
            <CashflowSection cashflow={content.cashflow} />
            <OverseasServices services={content.services} />
            <ServiceFlow flow={content.flow} />
            <ToolsFaq faq={content.faq} />
          </>
        ),
      })}
    </SectionPage>
  )
}
