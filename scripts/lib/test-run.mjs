// The bookkeeping of `npm test`: steps with their minutes, the tally of passed and failed tests, the failed
// tests' list, and the closing summary. A step runs with its output streamed, or buffered and printed whole
// when it ends (steps that run side by side).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function firstLine(text) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300);
}

function minutesSince(startedAt) {
  return (Date.now() - startedAt) / 60_000;
}

/** Where a step's lines go: straight to the terminal, or kept until the step ends. */
function createOutput(buffered) {
  const chunks = [];
  return {
    buffered,
    write(text) {
      if (buffered) chunks.push(text);
      else process.stdout.write(text);
    },
    log(line) {
      this.write(`${line}\n`);
    },
    flush() {
      if (chunks.length > 0) process.stdout.write(chunks.join(''));
      chunks.length = 0;
    },
  };
}

/**
 * Runs a command in the repository root; a buffered output receives its stdout and stderr as they come. A
 * command of low priority runs under `nice`: beside timing-sensitive tests it takes only the CPU they leave.
 */
function run(output, command, args, env = {}, lowPriority = false) {
  return new Promise((resolve) => {
    const [program, programArgs] = lowPriority ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(program, programArgs, {
      cwd: root,
      stdio: output.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (output.buffered) {
      child.stdout.on('data', (chunk) => output.write(chunk.toString()));
      child.stderr.on('data', (chunk) => output.write(chunk.toString()));
    }
    child.on('error', (error) => {
      output.log(`${program}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function createTestRun() {
  const reports = path.join(root, '.test-runtime', 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const startedAt = Date.now();
  const tally = { passed: 0, failed: 0 };
  const failedSteps = [];
  /** Each failed test as "step: file › title — first line of the error", repeated at the end where CI's tail shows it. */
  const failedTests = [];
  /** Each step's title, minutes and outcome, in the order the steps ended. */
  const stepTimes = [];

  function fail(reason) {
    tally.failed += 1;
    failedSteps.push(reason);
  }

  /**
   * Runs one step: `body(log, output)` answers whether it passed. Its minutes are printed when it ends and
   * kept for the summary; a buffered step prints its heading and output only then, in one piece.
   */
  async function step(title, body, { buffered = false } = {}) {
    const output = createOutput(buffered);
    const stepStartedAt = Date.now();
    if (!buffered) console.log(`\n=== ${title} ===`);
    let passed = false;
    try {
      passed = await body((line) => output.log(line), output);
    } catch (error) {
      output.log(String(error instanceof Error ? (error.stack ?? error.message) : error));
      fail(`${title}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const minutes = minutesSince(stepStartedAt);
    stepTimes.push({ title, minutes, passed });
    if (buffered) console.log(`\n=== ${title} ===`);
    output.flush();
    console.log(`--- ${title}: ${passed ? 'passed' : 'failed'} in ${minutes.toFixed(1)} min`);
    return passed;
  }

  /** A step without its own test count (lint, typecheck, build): its commands in turn, one check in all. */
  function check(title, commands, { buffered = false, env = {}, lowPriority = false } = {}) {
    return step(
      title,
      async (_log, output) => {
        for (const [command, args] of commands) {
          if ((await run(output, command, args, env, lowPriority)) !== 0) {
            fail(title);
            return false;
          }
        }
        tally.passed += 1;
        return true;
      },
      { buffered },
    );
  }

  /** A vitest run with a JSON report: every test counts, and a file that did not load counts as a failure. */
  function vitest(title, args, { buffered = false, env = {}, lowPriority = false } = {}) {
    return step(
      title,
      async (_log, output) => {
        const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
        const code = await run(
          output,
          'npx',
          ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
          env,
          lowPriority,
        );
        if (!existsSync(report)) {
          fail(`${title} (no report, exit ${code})`);
          return false;
        }
        const result = JSON.parse(readFileSync(report, 'utf8'));
        tally.passed += result.numPassedTests;
        tally.failed += result.numFailedTests;
        // A file that fails to load counts no test: count it as a failure.
        const brokenFiles = result.testResults.filter(
          (file) => file.status === 'failed' && file.assertionResults.length === 0,
        );
        tally.failed += brokenFiles.length;
        for (const file of result.testResults) {
          const relative = path.relative(root, file.name);
          for (const test of file.assertionResults.filter((assertion) => assertion.status === 'failed'))
            failedTests.push(
              `${title}: ${relative} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
            );
          if (file.status === 'failed' && file.assertionResults.length === 0)
            failedTests.push(`${title}: ${relative} did not load — ${firstLine(file.message)}`);
        }
        if (code !== 0 && result.numFailedTests === 0 && brokenFiles.length === 0) tally.failed += 1;
        const passed = result.numFailedTests === 0 && brokenFiles.length === 0 && code === 0;
        if (!passed) failedSteps.push(title);
        return passed;
      },
      { buffered },
    );
  }

  /** Walks Playwright's JSON report (suites hold specs and suites) for tests that ended unexpectedly. */
  function collectFailedSpecs(title, suites) {
    for (const suite of suites) {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const lastResult = test.results?.at(-1);
          failedTests.push(
            `${title}: ${spec.file} › ${spec.title} — ${firstLine(lastResult?.error?.message)}`,
          );
        }
      }
      collectFailedSpecs(title, suite.suites ?? []);
    }
  }

  function playwright(title, env) {
    return step(title, async (_log, output) => {
      const report = path.join(reports, 'e2e.json');
      const code = await run(
        output,
        'npx',
        ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
        { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      );
      if (!existsSync(report)) {
        fail(`${title} (no report, exit ${code})`);
        return false;
      }
      const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
      collectFailedSpecs(title, suites ?? []);
      tally.passed += stats.expected + (stats.flaky ?? 0);
      tally.failed += stats.unexpected;
      // A run that failed before any test (the web server could not start, say) still counts as a failure.
      if (code !== 0 && stats.unexpected === 0) tally.failed += 1;
      const passed = stats.unexpected === 0 && code === 0;
      if (!passed) failedSteps.push(title);
      return passed;
    });
  }

  /**
   * Prints the step minutes, the failed tests and the closing count (always the last line); a run longer than
   * the budget fails. Answers the exit code.
   */
  function summarise(budgetMinutes) {
    const totalMinutes = minutesSince(startedAt);
    if (totalMinutes > budgetMinutes)
      fail(`time budget: the run took ${totalMinutes.toFixed(1)} min, more than ${budgetMinutes} min`);
    const width = Math.max(...stepTimes.map((entry) => entry.title.length), 'whole run'.length);
    const rows = stepTimes.map(
      (entry) =>
        `${entry.title.padEnd(width)}  ${entry.minutes.toFixed(1).padStart(5)}  ${entry.passed ? 'passed' : 'failed'}`,
    );
    console.log(`\nstep minutes:\n${rows.join('\n')}`);
    console.log(
      `${'whole run'.padEnd(width)}  ${totalMinutes.toFixed(1).padStart(5)}  budget ${budgetMinutes}`,
    );
    if (failedTests.length > 0)
      console.log(`\nfailed tests:\n${failedTests.map((line) => `- ${line}`).join('\n')}`);
    if (failedSteps.length > 0) console.log(`\nfailed: ${failedSteps.join('; ')}`);
    console.log(`${tally.passed} passed, ${tally.failed} failed`);
    return tally.failed > 0 || failedSteps.length > 0 ? 1 : 0;
  }

  return { step, check, vitest, playwright, fail, summarise };
}
