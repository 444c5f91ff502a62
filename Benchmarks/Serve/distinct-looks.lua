-- wrk script: every request asks for a file no request asked for before, so
-- that each one is a first render. The looks' names (THEME/assets/ASSET) come
-- from names.txt, written by Benchmarks/serve; each name is asked for at 1x,
-- then all again at 2x, then at 3x. Each wrk thread takes its own share of the
-- requests, so that no two threads ask for the same file.
local threads = {}
local scales = { "1", "2", "3" }

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
  local scale = scales[(math.floor(step / #names) % #scales) + 1]
  step = step + stride
  return wrk.format("GET", "/themes/" .. name .. "@" .. scale .. "x.png")
end
