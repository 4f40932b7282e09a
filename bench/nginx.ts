import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * deploy/nginx.conf in front of the app, as production runs it: the same file, with the
 * upstream port, the listen port and the cache folder set for this run.
 */
export function nginxAvailable(): boolean {
  return existsSync('/usr/sbin/nginx') || spawnSync('which', ['nginx']).status === 0;
}

export async function startNginx(appPort: number, listenPort: number): Promise<{ stop: () => Promise<void> }> {
  const dir = path.resolve('.data', 'bench-nginx');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('/var/cache/nginx/clinic', path.join(dir, 'cache'));
  const conf = `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${site}\n}\n`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn('nginx', ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  await new Promise((resolve) => setTimeout(resolve, 800));
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
