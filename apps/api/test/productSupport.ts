import type { TestContext } from './support';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked against their schemas.
  body: any;
}

/** GET on the test context's app, answering the status and the parsed JSON body. */
export function productApi(ctx: TestContext): (path: string) => Promise<Answer> {
  return async (path) => {
    const response = await ctx.request(path);
    return { status: response.status, body: await response.json() };
  };
}
