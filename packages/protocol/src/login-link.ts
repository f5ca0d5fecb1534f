import * as v from 'valibot';

/*
 * Automated log-in: staff create a single-use, short-lived link `/login/{id}` for a
 * player account that allows it; the site sends the id here and gets the same answer a password
 * login gets. A used, expired or unknown id changes nothing and answers `login_link_used`,
 * `login_link_expired` or `login_link_invalid`.
 */

/** 32 random bytes, unpadded base64url. */
export const LOGIN_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const LoginLinkRequestSchema = v.object({
  type: v.literal('loginLink'),
  rule: v.object({ id: v.pipe(v.string(), v.regex(LOGIN_LINK_ID_PATTERN)) }),
});
export type LoginLinkRequest = v.InferInput<typeof LoginLinkRequestSchema>;
