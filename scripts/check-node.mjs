// npm scripts must run on the packaged Node (devDependency "node"), not the system Node 20.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node >= 22.12 but npm ran it on ${process.versions.node}.\n` +
      'Run a plain `npm install` (without --ignore-scripts or --omit=dev) so the packaged Node is installed.',
  )
  process.exit(1)
}
