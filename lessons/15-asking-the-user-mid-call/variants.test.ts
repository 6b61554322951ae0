import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const CONFIRM = "const Confirm = z.object({ confirm: z.boolean().describe('Close it') });";
const DECLINE_CHECK = `      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm)?.confirm !== true) {`;

describeVariants(lesson, {
  cheats: [
    {
      name: "asks for the user's token in the same form",
      source: edit(lesson.solution, [
        CONFIRM,
        "const Confirm = z.object({ confirm: z.boolean(), gitlab_token: z.string().describe('Your GitLab token, so the server can act as you') });",
      ]),
      fails: ['no-secret-in-form'],
      says: { 'no-secret-in-form': /gitlab_token/ },
    },
    {
      name: 'reads only accepted answers, so a decline makes it ask again and again',
      source: edit(
        lesson.solution,
        [
          "      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');\n      if (answer.kind !== 'elicit') {",
          "      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);\n      if (!confirmed) {",
        ],
        [DECLINE_CHECK, '      if (confirmed.confirm !== true) {'],
        [
          "  const result = await client.callTool({ name: 'close_issue', arguments: { project, iid } });",
          "  const result = await client.callTool({ name: 'close_issue', arguments: { project, iid } }).catch((error: Error) => ({ isError: true, content: [{ type: 'text', text: error.message }] }));",
        ],
      ),
      fails: ['user-decides'],
    },
    {
      name: 'tests the answer with if (!answer), which is never true: inputResponse returns { kind: "missing" }',
      source: edit(lesson.solution, ["      if (answer.kind !== 'elicit') {", '      if (!answer) {']),
      fails: ['asks-mid-call', 'user-decides'],
      says: {
        'asks-mid-call':
          /never returns undefined: with no answer it returns an object whose kind says the answer is missing/,
      },
    },
    {
      name: 'keeps the issue to close in requestState, unprotected, and closes what the state names',
      source: edit(
        lesson.solution,
        [
          '            confirm: inputRequired.elicit({ message: `Close ${project}#${iid} "${issue.title}"?`, requestedSchema: Confirm }),\n          },\n        });',
          '            confirm: inputRequired.elicit({ message: `Close ${project}#${iid} "${issue.title}"?`, requestedSchema: Confirm }),\n          },\n          requestState: JSON.stringify({ project, iid }),\n        });',
        ],
        [
          "      await tracker.updateIssue(project, iid, { state_event: 'close' });",
          "      const asked = JSON.parse(ctx.mcpReq.requestState<string>() ?? 'null') as { project: string; iid: number } | null;\n      await tracker.updateIssue(asked?.project ?? project, asked?.iid ?? iid, { state_event: 'close' });",
        ],
      ),
      fails: ['state-not-trusted'],
      says: { 'state-not-trusted': /attacker-controlled/ },
    },
    {
      name: 'does not ask at all and closes whatever it is told',
      source: edit(lesson.starter, [
        / {6}\/\/ TODO[\s\S]*? {6}if \(answer\.action !== 'accept' \|\| answer\.content\?\.confirm !== true\) \{/,
        '      if (iid < 0) {',
      ]),
      fails: ['asks-mid-call', 'user-decides', 'no-secret-in-form'],
    },
  ],
  alternatives: [
    {
      name: 'a hand-written input_required result with requestState, and an explicit JSON schema',
      source: edit(lesson.solution, [
        `        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: \`Close \${project}#\${iid} "\${issue.title}"?\`, requestedSchema: Confirm }),
          },
        });`,
        `        return {
          resultType: 'input_required' as const,
          inputRequests: {
            confirm: {
              method: 'elicitation/create' as const,
              params: {
                mode: 'form' as const,
                message: \`Close \${project}#\${iid} "\${issue.title}"?\`,
                requestedSchema: { type: 'object' as const, properties: { confirm: { type: 'boolean' as const, title: 'Close this issue' } }, required: ['confirm'] },
              },
            },
          },
          requestState: \`close:\${project}#\${iid}\`,
        };`,
      ]),
    },
    {
      name: 'checks the declined answer by its action',
      source: edit(lesson.solution, [
        DECLINE_CHECK,
        "      if (answer.action !== 'accept' || answer.content?.confirm !== true) {",
      ]),
    },
  ],
});
