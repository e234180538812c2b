import { http } from '@shop/shared/api';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** Answers every call of the real API client with one status, envelope and headers, as the API would. */
export function answerEveryCall(
  status: number,
  envelope: object,
  headers: Record<string, string> = {},
): void {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
    status,
    statusText: '',
    headers,
    config,
    data: envelope,
  });
}
