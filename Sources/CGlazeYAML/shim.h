#ifndef GLAZE_YAML_SHIM_H
#define GLAZE_YAML_SHIM_H

#include <yaml.h>

#endif
