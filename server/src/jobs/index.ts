// What the jobs area offers the rest of the server; other areas import only this file.
export * from './job-run-repository.js';
export * from './job-runner.js';
export * from './job-scheduler.js';
export * from './periods.js';
