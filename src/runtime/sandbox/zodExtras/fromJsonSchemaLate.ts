import type { ZodExtras } from './zodExtrasSlot';
import { notLoaded, onZodExtras } from './zodExtrasSlot';

// Stands for zod's classic/from-json-schema.js in the sandbox runtime (build/sandbox/zodExtrasBuild.ts).
// A live binding: once the zod extras pack has arrived, z.fromJSONSchema is zod's own.

export let fromJSONSchema = notLoaded('fromJSONSchema') as unknown as ZodExtras['fromJSONSchema'];

onZodExtras((extras) => {
  fromJSONSchema = extras.fromJSONSchema;
});
