/** The test files of a package (relative paths, forward slashes) and those that vi.mock (run isolated). */
export function testFilesOf(dirs: string[], pattern: RegExp): { testFiles: string[]; mocking: string[] };
