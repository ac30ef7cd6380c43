// The local half of publishing (ARCHITECTURE.md, Publishing): the database notifies a
// committed change to published content (supabase/migrations/*_publishing.sql), and the
// publisher rebuilds the site and swaps it in. Edits come in bursts (a form save touches a
// row and a file, an import touches hundreds), so it waits for a quiet period, capped so a
// steady trickle still publishes. One build at a time; changes during a build make exactly
// one more. Each build goes into a new folder and the served `site` symlink is replaced by a
// rename, so a visitor gets the old site or the new one, never a half-written page; a failed
// build leaves the served site as it was and records its error for the admin. Visitors' edits
// (alumni self-service) reach it only once the database releases them in batches
// (supabase/migrations/*_quiet_publishing.sql, released by the backend's timer), so a stream of
// anonymous edits costs a few builds an hour, not one each.
import { EventEmitter, once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '@seminary/local-supabase';
import type { SiteBuilder } from './publish-build.ts';

/** The channels the publishing migration notifies on. */
export const CONTENT_CHANGED_CHANNEL = 'site_content_changed';
export const PUBLISH_REQUESTED_CHANNEL = 'site_publish_requested';

/**
 * How long edits must pause before a build starts, by default. An admin's save is one request
 * (a file upload does not notify; its row does), and the requests of a bulk action or a script's
 * burst follow each other within milliseconds, so a few hundred milliseconds gathers them; every
 * millisecond more is added to each edit's time to go live.
 */
export const DEFAULT_QUIET_MS = 300;

export interface PublisherOptions {
  db: Database;
  /** Holds the build folders (`site-<ms>`) and the served `site` symlink. */
  wwwDir: string;
  build: SiteBuilder;
  /** How long edits must pause before a build starts. */
  quietMs?: number;
  /** The longest a change waits for the edits after it to pause. */
  maxWaitMs?: number;
  /** Build folders kept: the served one and the one before it, which visitors mid-request may still read. */
  keepBuilds?: number;
  log?: (line: string) => void;
}

export type PublishResult = { ok: true; dir: string; ms: number } | { ok: false; error: string; ms: number };

/** What the publisher is doing, for the backend's health answer. */
export interface PublisherStatus {
  /** building; waiting for edits to pause before a build; or idle. */
  state: 'building' | 'waiting' | 'idle';
  /** Builds finished since start, successful or not. */
  builds: number;
  /** Another build follows the running one (changes came during it). */
  rebuildQueued: boolean;
  /** When the waiting build starts. */
  buildAt: string | null;
  lastBuild: { at: string; ok: boolean; ms: number; error?: string } | null;
}

export interface Publisher extends EventEmitter<{ build: [PublishResult]; idle: [] }> {
  /** The symlink a static server serves. */
  readonly siteDir: string;
  /** Builds finished since start, successful or not. */
  readonly buildCount: number;
  /** Subscribes to the database's notifications. */
  start(): Promise<void>;
  /** Builds now, or right after the running build, and resolves with the outcome. */
  publish(): Promise<PublishResult>;
  /** Resolves once no build is running, due or waiting for a quiet period. */
  settled(): Promise<void>;
  status(): PublisherStatus;
  close(): Promise<void>;
}

const BUILD_FOLDER = /^site-(\d+)$/;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class SitePublisher extends EventEmitter<{ build: [PublishResult]; idle: [] }> implements Publisher {
  readonly siteDir: string;
  buildCount = 0;
  private readonly options: Required<PublisherOptions>;
  private timer: NodeJS.Timeout | undefined;
  /** When the timer's build starts. */
  private timerAt: number | undefined;
  private lastBuild: PublisherStatus['lastBuild'] = null;
  /** When the oldest change not yet in a build arrived. */
  private firstChangeAt: number | undefined;
  private running: Promise<PublishResult> | undefined;
  /** A build is due as soon as the running one ends. */
  private rerun = false;
  /** publish() callers waiting for that next build. */
  private rerunWaiters: ((result: PublishResult) => void)[] = [];
  private unsubscribe: (() => Promise<void>)[] = [];
  private closed = false;

  constructor(options: PublisherOptions) {
    super();
    this.options = {
      ...options,
      quietMs: options.quietMs ?? DEFAULT_QUIET_MS,
      maxWaitMs: options.maxWaitMs ?? 10_000,
      keepBuilds: options.keepBuilds ?? 2,
      log: options.log ?? ((line) => process.stderr.write(`[publish] ${line}\n`)),
    };
    this.siteDir = join(options.wwwDir, 'site');
    mkdirSync(options.wwwDir, { recursive: true });
  }

  async start(): Promise<void> {
    const { db } = this.options;
    this.unsubscribe.push(
      await db.listen(CONTENT_CHANGED_CHANNEL, () => this.scheduleAfterQuiet()),
      await db.listen(PUBLISH_REQUESTED_CHANNEL, () => this.scheduleIn(0)),
    );
  }

  publish(): Promise<PublishResult> {
    this.clearTimer();
    if (!this.running) return this.run();
    this.rerun = true;
    return new Promise((resolve) => this.rerunWaiters.push(resolve));
  }

  async settled(): Promise<void> {
    if (this.running || this.timer || this.rerun) await once(this, 'idle');
  }

  status(): PublisherStatus {
    return {
      state: this.running ? 'building' : this.timer ? 'waiting' : 'idle',
      builds: this.buildCount,
      rebuildQueued: this.rerun,
      buildAt: this.timerAt === undefined ? null : new Date(this.timerAt).toISOString(),
      lastBuild: this.lastBuild,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await Promise.all(this.unsubscribe.splice(0).map((stop) => stop()));
    await this.running;
    await this.options.build.close?.();
    this.emit('idle');
  }

  private scheduleAfterQuiet() {
    const now = Date.now();
    this.firstChangeAt ??= now;
    this.scheduleIn(Math.min(this.options.quietMs, this.firstChangeAt + this.options.maxWaitMs - now));
  }

  private scheduleIn(delayMs: number) {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timerAt = Date.now() + Math.max(0, delayMs);
    this.timer = setTimeout(
      () => {
        this.clearTimer();
        if (this.running) this.rerun = true;
        else void this.run();
      },
      Math.max(0, delayMs),
    );
  }

  private clearTimer() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = undefined;
    this.firstChangeAt = undefined;
  }

  private run(): Promise<PublishResult> {
    const waiters = this.rerunWaiters.splice(0);
    const started = Date.now();
    const job = this.buildAndSwap();
    this.running = job;
    void job.then((result) => {
      this.running = undefined;
      this.buildCount++;
      this.lastBuild = {
        at: new Date(started).toISOString(),
        ok: result.ok,
        ms: result.ms,
        ...(result.ok ? {} : { error: result.error }),
      };
      for (const resolve of waiters) resolve(result);
      this.emit('build', result);
      if (this.rerun && !this.closed) {
        this.rerun = false;
        void this.run();
      } else if (!this.timer) {
        this.emit('idle');
      }
    });
    return job;
  }

  /** Never rejects: a failure is an outcome to record, not a crash of `npm start`. */
  private async buildAndSwap(): Promise<PublishResult> {
    const started = Date.now();
    const outDir = this.newBuildFolder();
    await this.report('building');
    try {
      await this.options.build(outDir);
      this.swapTo(outDir);
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      const result: PublishResult = { ok: false, error: message(error), ms: Date.now() - started };
      this.options.log(`build failed after ${result.ms} ms; the previous site stays live.\n${result.error}`);
      await this.report('failed', result.error);
      return result;
    }
    await this.report('published');
    try {
      await this.removeOldBuilds();
    } catch (error) {
      this.options.log(`could not remove old build folders: ${message(error)}`);
    }
    const result: PublishResult = { ok: true, dir: outDir, ms: Date.now() - started };
    this.options.log(`site rebuilt and live in ${(result.ms / 1000).toFixed(1)} s`);
    return result;
  }

  private newBuildFolder(): string {
    let stamp = Date.now();
    while (existsSync(join(this.options.wwwDir, `site-${stamp}`))) stamp++;
    return join(this.options.wwwDir, `site-${stamp}`);
  }

  private swapTo(outDir: string) {
    const next = join(this.options.wwwDir, 'site.next');
    rmSync(next, { force: true });
    symlinkSync(outDir, next);
    renameSync(next, this.siteDir);
  }

  private servedFolder(): string | undefined {
    try {
      return basename(readlinkSync(this.siteDir));
    } catch {
      return undefined;
    }
  }

  /**
   * Asynchronously: a build folder holds thousands of files, and removing them at once held the
   * process (the backend and static server of `npm start` run in it) for a third of a second.
   */
  private async removeOldBuilds() {
    const served = this.servedFolder();
    const builds = readdirSync(this.options.wwwDir)
      .filter((name) => BUILD_FOLDER.test(name))
      .sort((a, b) => Number(BUILD_FOLDER.exec(b)?.[1]) - Number(BUILD_FOLDER.exec(a)?.[1]));
    const keep = new Set([...(served ? [served] : []), ...builds.slice(0, this.options.keepBuilds)]);
    await Promise.all(
      builds
        .filter((name) => !keep.has(name))
        .map((name) => rm(join(this.options.wwwDir, name), { recursive: true, force: true })),
    );
  }

  private async report(status: 'building' | 'published' | 'failed', error?: string) {
    try {
      await this.options.db.query('select public.report_site_build($1, $2)', [status, error ?? null]);
    } catch (failure) {
      // The site matters more than its status line: publish on, and say why the admin lags.
      this.options.log(`could not record the '${status}' state: ${message(failure)}`);
    }
  }
}

export function createPublisher(options: PublisherOptions): Publisher {
  return new SitePublisher(options);
}
