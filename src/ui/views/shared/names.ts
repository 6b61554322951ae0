import type { InstanceRef } from '../../../runtime/trace/events';

// How an instance reads in every view: the name the learner gave it, and its id only when two
// instances share that name (two servers called "gitlab" are told apart, one is just "gitlab").

export function displayNames(refs: readonly InstanceRef[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(ref.name, (counts.get(ref.name) ?? 0) + 1);
  return new Map(
    refs.map((ref) => [
      ref.id,
      !ref.name ? ref.id : (counts.get(ref.name) ?? 0) > 1 ? `${ref.name} (${ref.id})` : ref.name,
    ]),
  );
}
