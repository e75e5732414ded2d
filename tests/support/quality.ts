import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * React's hydration complaints: the development wording ("did not match", "Hydration failed") and
 * the production build's minified errors (#418 hydration failed, #419/#421/#422 server-rendered
 * fallback, #423 root re-rendered on the client, #425 text mismatch).
 */
const HYDRATION_PROBLEM = /did not match|hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** Collects the console errors and warnings (and uncaught errors) about hydration from now on. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`console.${type}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`uncaught: ${error.message}`);
  });
  return problems;
}

/** How many of a violation's elements a failure names. */
const EXAMPLES = 3;

/**
 * axe-core's `serious` and `critical` violations on the page as it is now, one readable line per
 * rule (what is wrong, how many elements, a few of them, and axe's advice for the first), so a
 * failing test says what to fix.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => {
      const where = nodes
        .slice(0, EXAMPLES)
        .map((node) => node.target.join(' '))
        .join(', ');
      const more = nodes.length > EXAMPLES ? ` and ${nodes.length - EXAMPLES} more` : '';
      const advice = nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
      return `${id} (${impact}): ${help}; ${nodes.length} element(s): ${where}${more}. ${advice}`;
    });
}

/**
 * Collects every console error and warning, and uncaught errors, from now on (a hydration mismatch
 * shows here too). Messages from a URL `ignore` accepts are left out.
 */
export function watchConsoleProblems(
  page: Page,
  ignore: (url: string) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    if (ignore(url)) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.text()} (${url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
