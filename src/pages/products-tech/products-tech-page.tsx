import { Bot } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import { DeepDives } from './deep-dives'
import { LearningPathPanel } from './learning-path-panel'
import type { ProductsContent } from './products-content'
import { TechSupportPanel } from './tech-support-panel'
import { TopicCards } from './topic-cards'

/** /products-tech: the AI agent full-stack guide with topic cards, deep dives and two side panels. */
export default function ProductsTechPage() {
  return (
    <SectionNamespaceGate namespace="products">
      <ProductsTech />
    </SectionNamespaceGate>
  )
}

function ProductsTech() {
  const { t } = useTranslation('products')
  const hero = t('hero', { returnObjects: true }) as ProductsContent['hero']
  const toc = [
    { id: 'topics', title: t('topics.title') },
    { id: 'deep-dives', title: t('deepDives.title') },
    { id: 'tech-support', title: t('support.title') },
    { id: 'learning-path', title: t('learningPath.title') },
  ]
  return (
    <SectionLayout
      hero={
        <SectionHero icon={Bot} {...hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
      panels={
        <>
          <TechSupportPanel />
          <LearningPathPanel />
        </>
      }
    >
      <TopicCards />
      <DeepDives />
    </SectionLayout>
  )
}
