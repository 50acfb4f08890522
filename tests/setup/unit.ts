// Component and storage tests opt into a DOM with `// @vitest-environment happy-dom`
// at the top of the file; engine tests run in plain Node.
export {};
