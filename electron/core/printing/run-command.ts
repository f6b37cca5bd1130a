import { spawn } from 'node:child_process';
import type { CommandRunner } from './types';

/**
 * Runs a program with arguments as an array (never through a shell, so a printer name cannot inject
 * anything), feeding `input` on stdin. A program that does not finish in time is killed and reported.
 */
export const runCommand: CommandRunner = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 30_000);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
      });
    });
    // A program that exits before reading all of stdin must not crash us with EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input === undefined ? undefined : Buffer.from(options.input));
  });
