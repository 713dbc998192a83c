import { allResources } from '@/test/test-i18n'
import { homeSchema } from './home-content'

/** The home page's content of one language, parsed as the page parses it. */
export const homeContent = (language: 'zh' | 'en' | string = 'en') =>
  homeSchema.parse(allResources[language]?.home)
