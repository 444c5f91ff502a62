-- wrk script: every request asks for a file no request asked for before, so
-- that each one is a first render. The assets' names (ASSET[-STATE] with their
-- theme) come from names.txt, written by Benchmarks/serve; the scale walks
-- from 1 to 4 in steps of 1/1000, and each wrk thread takes its own share of
-- the steps, so that no two threads ask for the same file.
local threads = {}
local counter = 0

function setup(thread)
  thread:set("offset", #threads)
  table.insert(threads, thread)
end

function init(args)
  names = {}
  for line in io.lines(args[1]) do table.insert(names, line) end
  step = tonumber(offset)
  stride = tonumber(args[2])
end

function request()
  local name = names[(step % #names) + 1]
  local scale = 1 + (math.floor(step / #names) % 3000) / 1000
  step = step + stride
  return wrk.format("GET", string.format("/themes/%s@%.3fx.png", name, scale))
end
