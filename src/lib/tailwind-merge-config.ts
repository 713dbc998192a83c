import { type Config, validators } from 'tailwind-merge'

// tailwind-merge's default config knows every Tailwind utility, which makes the library about 8.5 KB
// gzip on every page's critical path; with this config it is about 5.5 KB. This config knows only the
// class groups that src/ uses, each with tailwind-merge's full value scale for it, in the default
// config's order: where two groups share a prefix (`text-sm`, `text-muted-foreground`), the earlier
// group's validators are tried first. cn.test.ts merges every pair of classes found in src/ with this
// config and with the default one and fails where they differ; a class from a group that is missing
// here shows up there, and its group is added here.

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators

/** Space-separated keyword lists keep the long scales short to read and to ship. */
const words = (...lists: string[]) => lists.join(' ').split(' ')

const arbitrary = [isArbitraryVariable, isArbitraryValue]
const spacing = [...arbitrary, 'px', isNumber]
const margin = ['auto', ...spacing]
const inset = [isFraction, 'full', 'auto', ...spacing]
const sizing = [isFraction, ...words('auto full dvw dvh lvw lvh svw svh min max fit'), ...spacing]
const color = [isAny]
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll']
const gridLine = [isInteger, 'auto', ...arbitrary]
const gridSpan = ['auto', { span: ['full', isInteger, ...arbitrary] }, isInteger, ...arbitrary]
const alignSecondary = words('start end center stretch center-safe end-safe')
const alignPrimary = [...alignSecondary, ...words('between around evenly baseline')]
const lineStyle = ['solid', 'dashed', 'dotted', 'double']
const borderWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength]
const radius = ['', 'none', 'full', isTshirtSize, ...arbitrary]
const blur = ['', 'none', isTshirtSize, ...arbitrary]
const translate = [isFraction, 'full', ...spacing]

const classGroups = {
  // Layout
  aspect: [{ aspect: ['auto', 'square', 'video', isFraction, ...arbitrary] }],
  display: words(
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell',
    'table-column table-column-group table-footer-group table-header-group table-row-group table-row',
    'flow-root grid inline-grid contents list-item hidden',
  ),
  sr: ['sr-only', 'not-sr-only'],
  isolation: ['isolate', 'isolation-auto'],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  overflow: [{ overflow }],
  'overflow-x': [{ 'overflow-x': overflow }],
  'overflow-y': [{ 'overflow-y': overflow }],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  inset: [{ inset }],
  'inset-x': [{ 'inset-x': inset }],
  'inset-y': [{ 'inset-y': inset }],
  top: [{ top: inset }],
  right: [{ right: inset }],
  bottom: [{ bottom: inset }],
  left: [{ left: inset }],
  visibility: ['visible', 'invisible', 'collapse'],
  z: [{ z: [isInteger, 'auto', ...arbitrary] }],
  // Flexbox and grid
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
  shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
  'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...arbitrary] }],
  'col-start-end': [{ col: gridSpan }],
  'col-start': [{ 'col-start': gridLine }],
  'row-start-end': [{ row: gridSpan }],
  'row-start': [{ 'row-start': gridLine }],
  gap: [{ gap: spacing }],
  'gap-x': [{ 'gap-x': spacing }],
  'gap-y': [{ 'gap-y': spacing }],
  'justify-content': [{ justify: [...alignPrimary, 'normal'] }],
  'justify-items': [{ 'justify-items': [...alignSecondary, 'normal'] }],
  'align-items': [{ items: [...alignSecondary, { baseline: ['', 'last'] }] }],
  'align-self': [{ self: ['auto', ...alignSecondary, { baseline: ['', 'last'] }] }],
  // Spacing
  p: [{ p: spacing }],
  px: [{ px: spacing }],
  py: [{ py: spacing }],
  pt: [{ pt: spacing }],
  pr: [{ pr: spacing }],
  pb: [{ pb: spacing }],
  pl: [{ pl: spacing }],
  mx: [{ mx: margin }],
  my: [{ my: margin }],
  mt: [{ mt: margin }],
  mr: [{ mr: margin }],
  mb: [{ mb: margin }],
  ml: [{ ml: margin }],
  'space-y': [{ 'space-y': spacing }],
  // Sizing
  size: [{ size: sizing }],
  w: [{ w: [isTshirtSize, 'screen', ...sizing] }],
  'min-w': [{ 'min-w': [isTshirtSize, 'screen', 'none', ...sizing] }],
  'max-w': [{ 'max-w': [isTshirtSize, 'screen', 'none', 'prose', { screen: [isTshirtSize] }, ...sizing] }],
  h: [{ h: ['screen', 'lh', ...sizing] }],
  'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing] }],
  'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...sizing] }],
  // Typography
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [
    {
      font: [
        ...words('thin extralight light normal medium semibold bold extrabold black'),
        isArbitraryVariableWeight,
        isArbitraryWeight,
      ],
    },
  ],
  'font-family': [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] }],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary] }],
  leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: color }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-style': [{ decoration: [...lineStyle, 'wavy'] }],
  'text-decoration-color': [{ decoration: color }],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitrary] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  indent: [{ indent: spacing }],
  'vertical-align': [
    { align: [...words('baseline top middle bottom text-top text-bottom sub super'), ...arbitrary] },
  ],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  content: [{ content: ['none', ...arbitrary] }],
  // Backgrounds
  'bg-image': [
    {
      bg: [
        'none',
        {
          linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }, isInteger, ...arbitrary],
          radial: ['', ...arbitrary],
          conic: ['', isInteger, ...arbitrary],
        },
        isArbitraryVariableImage,
        isArbitraryImage,
      ],
    },
  ],
  'bg-color': [{ bg: color }],
  'gradient-from': [{ from: color }],
  'gradient-via': [{ via: color }],
  'gradient-to': [{ to: color }],
  // Borders
  rounded: [{ rounded: radius }],
  'rounded-t': [{ 'rounded-t': radius }],
  'border-w': [{ border: borderWidth }],
  'border-w-t': [{ 'border-t': borderWidth }],
  'border-w-b': [{ 'border-b': borderWidth }],
  'border-w-l': [{ 'border-l': borderWidth }],
  'divide-x': [{ 'divide-x': borderWidth }],
  'divide-y': [{ 'divide-y': borderWidth }],
  'border-style': [{ border: [...lineStyle, 'hidden', 'none'] }],
  'border-color': [{ border: color }],
  'border-color-t': [{ 'border-t': color }],
  'border-color-l': [{ 'border-l': color }],
  'divide-color': [{ divide: color }],
  'outline-style': [{ outline: [...lineStyle, 'none', 'hidden'] }],
  'outline-w': [{ outline: ['', isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  fill: [{ fill: ['none', ...color] }],
  'outline-offset': [{ 'outline-offset': [isNumber, ...arbitrary] }],
  'outline-color': [{ outline: color }],
  // Effects and filters
  shadow: [{ shadow: ['', 'inner', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  'shadow-color': [{ shadow: color }],
  'ring-w': [{ ring: borderWidth }],
  'ring-w-inset': ['ring-inset'],
  'ring-color': [{ ring: color }],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': [{ 'ring-offset': color }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  blur: [{ blur }],
  'backdrop-blur': [{ 'backdrop-blur': blur }],
  // Tables
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-spacing': [{ 'border-spacing': spacing }],
  caption: [{ caption: ['top', 'bottom'] }],
  // Transitions, animation and transforms
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary] }],
  duration: [{ duration: [isNumber, 'initial', ...arbitrary] }],
  ease: [{ ease: ['linear', 'initial', 'in', 'out', 'in-out', ...arbitrary] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitrary] }],
  rotate: [{ rotate: ['none', isNumber, ...arbitrary] }],
  'translate-x': [{ 'translate-x': translate }],
  'translate-y': [{ 'translate-y': translate }],
  // Interactivity
  accent: [{ accent: color }],
  cursor: [
    {
      cursor: [
        ...words(
          'auto default pointer wait text move help not-allowed none context-menu progress cell',
          'crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize',
          'n-resize e-resize s-resize w-resize ne-resize nw-resize se-resize sw-resize ew-resize ns-resize',
          'nesw-resize nwse-resize zoom-in zoom-out',
        ),
        ...arbitrary,
      ],
    },
  ],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  'scroll-mt': [{ 'scroll-mt': spacing }],
}

type ClassGroupId = keyof typeof classGroups

export const tailwindMergeConfig = (): Config<ClassGroupId, never> => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  // A class removes earlier classes of the groups listed under its own group.
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['rounded-t'],
    'border-w': ['border-w-t', 'border-w-b', 'border-w-l'],
    'border-color': ['border-color-t', 'border-color-l'],
  },
  // `text-sm/6` sets the line height too.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Variants that pick a different element, so `before:hover:x` and `hover:before:x` do not conflict.
  orderSensitiveModifiers: words(
    '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
  ),
})
