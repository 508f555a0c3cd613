// What the logs and the audit trail must never hold: a mainland mobile number or a resident ID number in full.
// Card numbers (ICCID 19–20 digits, IMSI 15, IoT MSISDN 13) are longer or shorter, so boundaries keep them out,
// as they keep out the fraction of a logged duration and a digit run inside a request id (a UUID's hex); a masked
// value ('138****0001') has no run of digits long enough.
const personalDataPatterns: readonly { name: string; pattern: RegExp }[] = [
  { name: 'mobile number', pattern: /(?<![\dA-Za-z.])1[3-9]\d{9}(?![\dA-Za-z])/ },
  { name: 'ID number', pattern: /(?<![\dA-Za-z.])[1-9]\d{16}[\dXx](?![\dA-Za-z])/ },
];

/** The first personal data found in a text, named by its kind; undefined when there is none. */
export function personalDataIn(text: string): { kind: string; value: string; context: string } | undefined {
  for (const { name, pattern } of personalDataPatterns) {
    const found = pattern.exec(text);
    if (found) {
      const context = text.slice(Math.max(0, found.index - 160), found.index + found[0].length + 40);
      return { kind: name, value: found[0], context };
    }
  }
  return undefined;
}

/** Everything a test server logged, kept in memory to be scanned when the test file ends. */
export class LogCapture {
  private readonly lines: string[] = [];

  /** A pino destination: every log line lands here. */
  readonly stream = { write: (line: string) => void this.lines.push(line) };

  text(): string {
    return this.lines.join('');
  }
}
