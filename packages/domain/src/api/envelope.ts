import { z } from 'zod';

/** One server message: exactly one of error / info / warning carries the Italian text. */
export const ResponseMessageSchema = z.object({
  code: z.string(),
  error: z.string().optional(),
  info: z.string().optional(),
  warning: z.string().optional(),
  /** For validation failures: the request field that was refused (dotted path). */
  field: z.string().optional(),
});
export type ResponseMessage = z.infer<typeof ResponseMessageSchema>;

export const ResponseStatusSchema = z.object({
  status: z.number().int(),
  errors: z.array(ResponseMessageSchema),
  infos: z.array(ResponseMessageSchema),
  warnings: z.array(ResponseMessageSchema),
});
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

/** Every body the API sends: `{ response, data }`; `response.status` 0 is success. */
export interface Envelope<T> {
  response: ResponseStatus;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ response: ResponseStatusSchema, data });
