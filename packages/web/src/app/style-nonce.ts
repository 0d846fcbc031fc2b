/**
 * The style nonce the gateway puts in index.html (meta csp-nonce) and in its
 * Content-Security-Policy: Mantine tags the <style> elements it writes at run time with it,
 * so the policy can refuse every other inline style.
 */
export const styleNonce = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
