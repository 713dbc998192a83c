import { Code, Compass, Megaphone, Sparkles, type LucideIcon } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { IconCard } from '@/components/ui/icon-card'
import type { SkillsContent } from './individual-content'
import { inOrder } from '@/components/section/in-order'
import { skillGroupIds } from './individual-links'

export const skillGroupIcons: Record<string, LucideIcon> = {
  technical: Code,
  product: Compass,
  marketing: Megaphone,
}

export function SkillGroups({ groups }: { groups: SkillsContent['groups'] }) {
  return (
    <PageSection id="skill-groups" title={groups.title} intro={groups.intro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {inOrder(skillGroupIds, groups.items).map((group) => {
          const Icon = skillGroupIcons[group.id] ?? Sparkles
          return (
            <IconCard
              key={group.id}
              as="li"
              id={`skill-group-${group.id}`}
              className="flex flex-col"
              icon={Icon}
              title={group.title}
              layout="stacked"
              description={<p className="mt-1 text-sm text-muted-foreground">{group.text}</p>}
            >
              <p
                id={`skill-group-${group.id}-skills`}
                className="mt-4 border-t border-border pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {groups.skillsLabel}
              </p>
              <ul
                aria-labelledby={`skill-group-${group.id}-skills`}
                className="mt-2 space-y-2 text-sm leading-6"
              >
                {group.skills.map((skill) => (
                  <li key={skill} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
                    <span>{skill}</span>
                  </li>
                ))}
              </ul>
            </IconCard>
          )
        })}
      </ul>
    </PageSection>
  )
}
