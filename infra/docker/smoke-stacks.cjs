// Which smoke stacks a compose smoke test left behind. Each run names its compose project
// `shop-smoke-<pid>` after its own process; a run stopped before it could clean up (killed, or
// its machine's Docker engine stopped under it) leaves that project's containers, whose restart
// policy brings them back whenever the engine starts again. They hold the ports the next run needs.

const SMOKE_PROJECT = /^shop-smoke-(\d+)$/;

/** The project name of this process's smoke stack. */
function smokeProjectOf(pid) {
  return `shop-smoke-${pid}`;
}

/**
 * The smoke projects among `projects` (compose project names, repeats allowed) whose process no
 * longer runs, each once, in the order first seen. Other projects, and those of a run still going,
 * are never named.
 */
function abandonedSmokeProjects(projects, isRunning) {
  const abandoned = [];
  for (const project of projects) {
    const match = SMOKE_PROJECT.exec(project);
    if (!match || abandoned.includes(project)) continue;
    if (!isRunning(Number(match[1]))) abandoned.push(project);
  }
  return abandoned;
}

/** Whether a process of this id runs on this machine (one of another user counts as running). */
function processRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

module.exports = { abandonedSmokeProjects, processRuns, smokeProjectOf };
