/**
 * The readable text of a value, found by walking it together with the zod schema that validates it:
 * a string the schema treats as prose is kept; URLs, dates, formats, enums and literals (a block's
 * `type`, a code block's language) are not. A block type added to the article schema later is read
 * the same way, with no change here. Reads zod's definitions (`_zod.def`), which zod documents for
 * libraries that walk schemas, so it needs no import of zod itself.
 */
interface SchemaDef {
  type: string
  format?: string
  checks?: { _zod: { def: { check: string; format?: string } } }[]
  shape?: Record<string, SchemaLike>
  element?: SchemaLike
  options?: SchemaLike[]
  innerType?: SchemaLike
  in?: SchemaLike
}

export interface SchemaLike {
  _zod: { def: unknown }
  safeParse: (value: unknown) => { success: boolean }
}

const defOf = (schema: SchemaLike) => schema._zod.def as SchemaDef

function isProse(def: SchemaDef): boolean {
  if (def.format) return false
  return !(def.checks ?? []).some(({ _zod }) => _zod.def.check === 'string_format')
}

export function proseOf(schema: SchemaLike, value: unknown, out: string[] = []): string[] {
  if (value === undefined || value === null) return out
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      if (typeof value === 'string' && isProse(def)) out.push(value)
      break
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {}))
        proseOf(field, (value as Record<string, unknown>)[key], out)
      break
    case 'array':
      if (def.element && Array.isArray(value)) for (const item of value) proseOf(def.element, item, out)
      break
    case 'union': {
      const option = def.options?.find((candidate) => candidate.safeParse(value).success)
      if (option) proseOf(option, value, out)
      break
    }
    case 'optional':
    case 'nullable':
    case 'default':
      if (def.innerType) proseOf(def.innerType, value, out)
      break
    case 'pipe':
      if (def.in) proseOf(def.in, value, out)
      break
    default:
      // Literals, enums, numbers and booleans are not text a reader searches for.
      break
  }
  return out
}

/** A property of an object schema (an article's `sections`), for walking one part at a time. */
export function fieldSchema(schema: SchemaLike, ...path: string[]): SchemaLike {
  let current = schema
  for (const key of path) {
    let def = defOf(current)
    while (def.innerType ?? def.in) {
      current = (def.innerType ?? def.in) as SchemaLike
      def = defOf(current)
    }
    const next = key === '[]' ? def.element : def.shape?.[key]
    if (!next) throw new Error(`The schema has no field ${path.join('.')}`)
    current = next
  }
  return current
}
