export default ["./vitest.config.ts", "./vitest.api.config.ts"];
