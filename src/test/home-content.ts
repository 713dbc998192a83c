import { allResources } from './test-i18n'
import { homeSchema } from '@/pages/home/home-content'

/** The home page's content of one language, parsed as the page parses it. */
export const homeContent = (language: 'zh' | 'en' | string = 'en') =>
  homeSchema.parse(allResources[language]?.home)
