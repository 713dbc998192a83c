import { LegalDocument } from './legal-document'

export default function PrivacyPage() {
  return <LegalDocument document="privacy" />
}
