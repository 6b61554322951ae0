import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type GlossaryEntrySource, glossarySchema } from '../../src/lessons/glossary/schema.ts';
import { LESSONS_ROOT, LessonFormatError } from '../lessons/readLessons.ts';

// Build-time (Node) reader of lessons/glossary.yaml, validated like a lesson's frontmatter: a
// mistake fails the build with the file and the entry.

export const GLOSSARY_FILE = 'glossary.yaml';

export function readGlossary(root = LESSONS_ROOT): GlossaryEntrySource[] {
  const file = path.join(root, GLOSSARY_FILE);
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LessonFormatError(`${relative(file)}: not valid YAML: ${(error as Error).message}`);
  }
  const parsed = glossarySchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      const entry = typeof index === 'number' ? (data as { id?: unknown }[])[index]?.id : undefined;
      const where = typeof index === 'number' ? `entry ${index + 1}${entry ? ` ("${String(entry)}")` : ''}` : '(file)';
      return `${where}${field.length ? `, field "${field.join('.')}"` : ''}: ${issue.message}`;
    });
    throw new LessonFormatError(`${relative(file)}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
