import * as v from 'valibot';

/** The terms documents served as text at GET /static/{kind}. */
export const RULE_KINDS = ['broadcast-rules', 'viewer-rules', 'service-rules', 'privacy-rules'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const isRuleKind = (kind: string): kind is RuleKind => (RULE_KINDS as readonly string[]).includes(kind);

/** GET /static/{kind}: any text (an unknown kind answers 404). */
export const rulesParams = v.object({ kind: v.string() });
