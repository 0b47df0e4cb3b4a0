import { AppError } from '../../http/app-error';

/** A business refusal of the delivery rules: HTTP 200, status 1, the Italian text. */
export const refusal = (code: string, message: string, field?: string): AppError =>
  new AppError('refused', code, message, field);
