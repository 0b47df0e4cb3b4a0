/**
 * Password-reset requests per e-mail address, counted in memory: a sliding
 * window of the last requests' times. An address that does not belong to any
 * account is counted all the same, so the 429 says nothing about which
 * addresses exist. One server process: a restart forgets (decision 022).
 */
export class RequestWindow {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a request of `key` unless the window is full; false when it is. */
  admit(key: string, now: number = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.times.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.max) {
      this.times.set(key, recent);
      return false;
    }
    recent.push(now);
    this.times.set(key, recent);
    if (this.times.size > 10_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [key, list] of this.times) if (list.every((t) => t <= since)) this.times.delete(key);
  }
}
