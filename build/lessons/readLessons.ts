import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { lessonFrontmatterSchema, type LessonFrontmatter } from '../../src/lessons/schema.ts';

// Build-time (Node) reader of lessons/. The Vite plugin and the Vitest suite both read lessons
// through here, so a lesson that the tests accept is exactly a lesson that the build accepts.

export interface LessonSource {
  folder: string;
  dir: string;
  slug: string;
  number: number;
  frontmatter: LessonFrontmatter;
  markdown: string;
  starter: string;
  solution?: string;
  checksPath: string;
}

export class LessonFormatError extends Error {
  override name = 'LessonFormatError';
}

const FOLDER_PATTERN = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const FRONTMATTER_PATTERN = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export const LESSONS_ROOT = fileURLToPath(new URL('../../lessons', import.meta.url));

export function readLessons(root = LESSONS_ROOT): LessonSource[] {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const lessons = folders.map((folder) => readLesson(root, folder));
  lessons.forEach((lesson, index) => {
    if (lesson.number !== index + 1) {
      throw new LessonFormatError(
        `${relative(lesson.dir)}: expected lesson number ${String(index + 1).padStart(2, '0')}, the folders must be numbered 01, 02, … without gaps`,
      );
    }
  });
  return lessons;
}

function readLesson(root: string, folder: string): LessonSource {
  const dir = path.join(root, folder);
  const match = FOLDER_PATTERN.exec(folder);
  if (!match)
    throw new LessonFormatError(
      `${relative(dir)}: a lesson folder is named NN-slug (two digits, then lowercase words joined by "-")`,
    );
  const lessonFile = path.join(dir, 'lesson.md');
  const source = readRequired(lessonFile);
  const parts = FRONTMATTER_PATTERN.exec(source);
  if (!parts)
    throw new LessonFormatError(
      `${relative(lessonFile)}: missing frontmatter (a block between two "---" lines at the top)`,
    );
  const frontmatter = parseFrontmatter(lessonFile, parts[1]);

  const solutionFile = path.join(dir, 'solution.ts');
  const hasSolution = existsSync(solutionFile);
  if (frontmatter.type === 'exercise' && !hasSolution) {
    throw new LessonFormatError(
      `${relative(lessonFile)}: field "type" is "exercise" but ${relative(solutionFile)} is missing`,
    );
  }
  if (frontmatter.type === 'read-and-run' && hasSolution) {
    throw new LessonFormatError(
      `${relative(lessonFile)}: field "type" is "read-and-run" but the lesson has a solution.ts; make it an "exercise"`,
    );
  }
  // Hints lead to the solution, so they come with it: every exercise has them, nothing else does.
  if (frontmatter.type === 'exercise' && !frontmatter.hints) {
    throw new LessonFormatError(
      `${relative(lessonFile)}: field "hints" is missing; an exercise gives two or three hints before Solve`,
    );
  }
  if (frontmatter.type === 'read-and-run' && frontmatter.hints) {
    throw new LessonFormatError(
      `${relative(lessonFile)}: field "hints" is for exercises; a read-and-run lesson has nothing to solve`,
    );
  }
  const checksPath = path.join(dir, 'checks.ts');
  readRequired(checksPath);

  return {
    folder,
    dir,
    slug: match[2],
    number: Number(match[1]),
    frontmatter,
    markdown: parts[2],
    starter: readRequired(path.join(dir, 'main.ts')),
    solution: hasSolution ? readFileSync(solutionFile, 'utf8') : undefined,
    checksPath,
  };
}

function parseFrontmatter(file: string, yamlText: string): LessonFrontmatter {
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new LessonFormatError(`${relative(file)}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = lessonFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : '(frontmatter)';
      return `field "${field}": ${issue.message}`;
    });
    throw new LessonFormatError(`${relative(file)}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function readRequired(file: string): string {
  if (!existsSync(file)) throw new LessonFormatError(`${relative(file)} is missing`);
  return readFileSync(file, 'utf8');
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
