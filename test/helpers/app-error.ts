import { AppError } from '../../electron/core/kernel/errors';

/** The AppError a call throws (the test fails when it throws none, or something else). */
export function appErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}
