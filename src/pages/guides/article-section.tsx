import { NumberedSteps } from '@/components/page/numbered-steps'
import type { ArticleSection } from './article-schema'
import { ArticleBlockView } from './blocks/article-block'
import { PlaybookSteps } from './playbook-steps'

export function ArticleSectionView({ section, id }: { section: ArticleSection; id: string }) {
  return (
    <section aria-labelledby={id} data-article-section={id} className="mt-10 scroll-mt-28">
      <h2 id={id} className="text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-7">
          {paragraph}
        </p>
      ))}
      {section.list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps &&
        (section.steps.some((step) => step.guide) ? (
          <PlaybookSteps steps={section.steps} />
        ) : (
          <div className="mt-4">
            <NumberedSteps steps={section.steps} />
          </div>
        ))}
      {section.blocks?.map((block, index) => (
        <ArticleBlockView key={index} block={block} />
      ))}
    </section>
  )
}
