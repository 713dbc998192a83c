// Translation keys are checked by TypeScript against the Chinese files (the default and fallback
// language; i18n:check keeps English identical). Article namespaces are loaded by id at run time and
// validated by their schema instead.
import 'i18next'
import type auth from '../../public/locales/zh/auth.json'
import type changes from '../../public/locales/zh/changes.json'
import type common from '../../public/locales/zh/common.json'
import type demo from '../../public/locales/zh/demo.json'
import type dify from '../../public/locales/zh/dify.json'
import type glossary from '../../public/locales/zh/glossary.json'
import type guides from '../../public/locales/zh/guides.json'
import type home from '../../public/locales/zh/home.json'
import type individual from '../../public/locales/zh/individual.json'
import type learning from '../../public/locales/zh/learning.json'
import type legal from '../../public/locales/zh/legal.json'
import type marketing from '../../public/locales/zh/marketing.json'
import type navigation from '../../public/locales/zh/navigation.json'
import type offline from '../../public/locales/zh/offline.json'
import type products from '../../public/locales/zh/products.json'
import type search from '../../public/locales/zh/search.json'
import type ask from '../../public/locales/zh/ask.json'
import type share from '../../public/locales/zh/share.json'
import type tools from '../../public/locales/zh/tools.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      auth: typeof auth
      changes: typeof changes
      common: typeof common
      demo: typeof demo
      dify: typeof dify
      glossary: typeof glossary
      guides: typeof guides
      home: typeof home
      individual: typeof individual
      learning: typeof learning
      legal: typeof legal
      marketing: typeof marketing
      navigation: typeof navigation
      offline: typeof offline
      products: typeof products
      search: typeof search
      ask: typeof ask
      share: typeof share
      tools: typeof tools
    }
  }
}
