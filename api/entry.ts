// Entry for the API tests (vitest-pool-workers): the backend alone, without Remix.
import { api } from "./app";
export default api;
