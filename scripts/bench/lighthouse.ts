/**
 * Lighthouse (performance and accessibility) on the landing page, sign-in and the signed-in
 * overview, desktop preset and the default mobile form factor, `runs` times each in a fresh
 * Chromium profile; the median of each score is reported with the run's key timings.
 */
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { launchChromium, newProfile, signInProfile } from './chromium.js';

export const PAGES = {
  landing: { path: '/', label: 'Landing (/)', signedIn: false },
  signIn: { path: '/auth/sign-in', label: 'Sign-in (/auth/sign-in)', signedIn: false },
  overview: { path: '/dashboard/home', label: 'Overview (/dashboard/home, Admin)', signedIn: true },
} as const;
export type Page = keyof typeof PAGES;
export type FormFactor = 'desktop' | 'mobile';

export interface LighthouseResult {
  page: Page;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  /** Of the run with the median performance score. */
  lcpMs: number;
  tbtMs: number;
  scriptTransferBytes: number;
  runs: { performance: number; accessibility: number }[];
}

/** Lighthouse's own advice for errors like NO_NAVSTART is to run it again; so do we, twice. */
const ATTEMPTS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function runOnceWithRetries(...args: Parameters<typeof runOnce>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(...args);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function runOnce(
  executable: string,
  url: string,
  formFactor: FormFactor,
  signedIn: { baseUrl: string; user: Record<string, unknown> } | null,
) {
  const profile = newProfile();
  if (signedIn) await signInProfile(executable, profile, signedIn.baseUrl, signedIn.user);
  const browser = await launchChromium(executable, profile);
  try {
    const flags: Flags = {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the signed-in session; the profile is new, so the cache is cold all the same.
      disableStorageReset: signedIn !== null,
    };
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (signedIn && !finalUrl.includes('/dashboard')) {
      throw new Error(`The overview run ended at ${finalUrl}: the session was not picked up`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined;
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      scriptTransferBytes:
        summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    };
  } finally {
    await browser.close();
  }
}

export async function runLighthouse(
  executable: string,
  baseUrl: string,
  user: Record<string, unknown>,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of Object.keys(PAGES) as Page[]) {
    for (const formFactor of ['desktop', 'mobile'] as FormFactor[]) {
      const { path, signedIn } = PAGES[page];
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        all.push(
          await runOnceWithRetries(
            executable,
            `${baseUrl}${path}`,
            formFactor,
            signedIn ? { baseUrl, user } : null,
          ),
        );
      }
      const performance = median(all.map((run) => run.performance));
      const typical = all.find((run) => run.performance === performance)!;
      const row: LighthouseResult = {
        page,
        formFactor,
        performance,
        accessibility: median(all.map((run) => run.accessibility)),
        lcpMs: typical.lcpMs,
        tbtMs: typical.tbtMs,
        scriptTransferBytes: typical.scriptTransferBytes,
        runs: all.map(({ performance: p, accessibility: a }) => ({
          performance: p,
          accessibility: a,
        })),
      };
      results.push(row);
      log(`  ${page} ${formFactor}: performance ${performance} accessibility ${row.accessibility}`);
    }
  }
  return results;
}
