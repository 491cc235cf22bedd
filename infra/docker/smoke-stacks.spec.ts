import { spawn } from 'node:child_process';
import { abandonedSmokeProjects, processRuns, smokeProjectOf } from './smoke-stacks.cjs';

describe('abandonedSmokeProjects', () => {
  const running = new Set([4242]);
  const isRunning = (pid: number) => running.has(pid);

  it('names the smoke stacks whose run has ended, each once', () => {
    const projects = ['shop-smoke-101', 'shop-smoke-101', 'shop-smoke-4242', 'shop-smoke-202'];
    expect(abandonedSmokeProjects(projects, isRunning)).toEqual(['shop-smoke-101', 'shop-smoke-202']);
  });

  it('leaves every other compose project alone, a look-alike name included', () => {
    const projects = ['curated-art-shop', 'shop-smoke', 'shop-smoke-', 'shop-smoke-12x', 'my-shop-smoke-7', 'shop-smoke-7-old'];
    expect(abandonedSmokeProjects(projects, () => false)).toEqual([]);
  });

  it("never names a run's own stack while that run goes on", () => {
    expect(abandonedSmokeProjects([smokeProjectOf(process.pid)], processRuns)).toEqual([]);
  });
});

describe('processRuns', () => {
  it('tells a running process from one that has ended', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.once('exit', resolve));
    expect(processRuns(process.pid)).toBe(true);
    expect(processRuns(pid)).toBe(false);
  });
});
