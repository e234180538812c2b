import { http } from '@shop/shared/api';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface FakeAnswer {
  status: number;
  envelope: object;
  headers?: Record<string, string>;
}

/**
 * Answers the real API client's calls as the API would, by the call's name (`UserOTP`, `ReadProfile`, ...); a call
 * left out answers 404, so a test sees at once that it reached a call it did not expect.
 */
export function answerCalls(answers: Record<string, FakeAnswer>): void {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const call = config.url?.replace(/^\/api\/v1\//, '').split('/')[0] ?? '';
    const {
      status,
      envelope,
      headers = {},
    } = answers[call] ?? {
      status: 404,
      envelope: { status: 'fail', code: 'NOT_FOUND', message: `No such endpoint: ${config.url}` },
    };
    return { status, statusText: '', headers, config, data: envelope };
  };
}
