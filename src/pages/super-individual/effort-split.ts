/**
 * The skills page's fixed 60 / 30 / 10 bars (docs/product-behaviour.md). They are a suggested split of study
 * time between the three skill groups, not anyone's progress: the site records no learning data.
 */
export const effortSplit = [
  { id: 'technical', value: 60 },
  { id: 'product', value: 30 },
  { id: 'marketing', value: 10 },
] as const

export type SkillGroupId = (typeof effortSplit)[number]['id']
